import { describe, expect, it } from 'vitest';
import { blogCard, blogCategories, featuredPosts, postCategory, sortPosts, type BlogPost } from './blog-view';

const post = (id: string, extra: Partial<BlogPost> = {}): BlogPost => ({ id, title: id, featured: false, ...extra });

describe('postCategory', () => {
  it.each([
    [post('blog/buyer-advice/first-car'), 'buyer-advice'],
    [post('blog/first-car', { category: 'Motoring Tips' }), 'motoring-tips'],
    [post('blog/first-car'), undefined],
  ])('%o → %s', (p, c) => expect(postCategory(p)).toBe(c));
});

describe('sortPosts and featuredPosts', () => {
  const posts = [
    post('blog/a', { date: new Date('2026-01-01') }),
    post('blog/b'),
    post('blog/c', { date: new Date('2026-06-01') }),
    post('blog/d', { date: new Date('2026-03-01') }),
    post('blog/e', { date: new Date('2025-03-01') }),
  ];
  it('puts the newest first and undated last', () =>
    expect(sortPosts(posts).map((p) => p.id)).toEqual(['blog/c', 'blog/d', 'blog/a', 'blog/e', 'blog/b']));
  it('features the newest 3 unless some are flagged', () => {
    expect(featuredPosts(posts).map((p) => p.id)).toEqual(['blog/c', 'blog/d', 'blog/a']);
    expect(featuredPosts([...posts, post('blog/f', { featured: true })]).map((p) => p.id)).toEqual(['blog/f']);
  });
});

describe('blogCard', () => {
  it('has href, heading, image and date', () => {
    expect(
      blogCard(
        post('blog/buyer-advice/first-car', {
          title: 'Your first car',
          image: '/media/x.webp',
          date: new Date('2026-05-04T00:00:00Z'),
          lead: 'Tips',
        }),
      ),
    ).toEqual({
      href: '/blog/buyer-advice/first-car',
      heading: 'Your first car',
      image: '/media/x.webp',
      date: '2026-05-04',
      summary: 'Tips',
      category: 'buyer-advice',
    });
  });
});

describe('blogCategories', () => {
  it('lists configured categories, then ones articles use', () => {
    expect(
      blogCategories(
        ['buyer-advice', 'Motoring Tips'],
        [post('blog/servicing-insights/x'), post('blog/buyer-advice/y')],
      ),
    ).toEqual([
      { slug: 'buyer-advice', href: '/blog/buyer-advice' },
      { slug: 'motoring-tips', href: '/blog/motoring-tips' },
      { slug: 'servicing-insights', href: '/blog/servicing-insights' },
    ]);
  });
});
