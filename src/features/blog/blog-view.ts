/** Blog index logic (spec 02 §2 Blog page): categories, featured articles and cards (href, heading, image, date). */
import { blogCategoryPath, contentEntryPath, slugify } from '../../paths';

/** One article as the blog collection gives it. */
export interface BlogPost {
  id: string;
  title: string;
  description?: string;
  lead?: string;
  date?: Date;
  image?: string;
  category?: string;
  featured: boolean;
}

/** A blog card. */
export interface BlogCard {
  href: string;
  heading: string;
  image?: string;
  /** YYYY-MM-DD. */
  date?: string;
  summary?: string;
  category?: string;
}

/** Featured articles shown at most. */
export const FEATURED_POSTS = 3;

/** The article's category slug: its own, else the folder under blog/ (blog/buyer-advice/x → buyer-advice). */
export function postCategory(post: Pick<BlogPost, 'id' | 'category'>): string | undefined {
  if (post.category) return slugify(post.category);
  const parts = post.id.split('/');
  return parts.length > 2 ? parts[1] : undefined;
}

/** Newest first; undated articles last, by title. */
export function sortPosts<T extends Pick<BlogPost, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity) || a.title.localeCompare(b.title),
  );
}

/** Featured articles: those flagged, else the newest, up to 3. */
export function featuredPosts<T extends BlogPost>(posts: readonly T[]): T[] {
  const sorted = sortPosts(posts);
  const flagged = sorted.filter((p) => p.featured);
  return (flagged.length > 0 ? flagged : sorted).slice(0, FEATURED_POSTS);
}

/** The card of an article. */
export function blogCard(post: BlogPost): BlogCard {
  const category = postCategory(post);
  const summary = post.description ?? post.lead;
  return {
    href: contentEntryPath(post.id),
    heading: post.title,
    ...(post.image ? { image: post.image } : {}),
    ...(post.date ? { date: post.date.toISOString().slice(0, 10) } : {}),
    ...(summary ? { summary } : {}),
    ...(category ? { category } : {}),
  };
}

/** Category tiles: the configured categories plus any an article uses, each with its path. */
export function blogCategories(
  configured: readonly string[],
  posts: readonly Pick<BlogPost, 'id' | 'category'>[],
): { slug: string; href: string }[] {
  const slugs = new Set(configured.map((c) => slugify(c)));
  for (const post of posts) {
    const c = postCategory(post);
    if (c) slugs.add(c);
  }
  return [...slugs].map((slug) => ({ slug, href: blogCategoryPath(slug) }));
}
