import { describe, expect, it } from 'vitest';
import { carFrom, warningsFrom } from './fixtures/rows';

describe('images', () => {
  it.each([
    [
      'image.url with thumb.url',
      [{ image: { url: 'https://cdn.test/1.jpg' }, thumb: { url: 'https://cdn.test/1_t.jpg' } }],
      [{ url: 'https://cdn.test/1.jpg', thumb: 'https://cdn.test/1_t.jpg' }],
    ],
    [
      'image.thumb.url nested',
      [{ image: { url: 'https://cdn.test/1.jpg', thumb: { url: 'https://cdn.test/1_t.jpg' } } }],
      [{ url: 'https://cdn.test/1.jpg', thumb: 'https://cdn.test/1_t.jpg' }],
    ],
    [
      'url with thumb',
      [{ url: '/img/1.jpg', thumb: { url: '/img/1_t.jpg' } }],
      [{ url: '/img/1.jpg', thumb: '/img/1_t.jpg' }],
    ],
    [
      'thumb defaults to the url',
      [{ url: 'https://cdn.test/1.jpg' }],
      [{ url: 'https://cdn.test/1.jpg', thumb: 'https://cdn.test/1.jpg' }],
    ],
    ['bare strings', ['//cdn.test/1.jpg'], [{ url: 'https://cdn.test/1.jpg', thumb: 'https://cdn.test/1.jpg' }]],
    [
      'unsafe thumb falls back to the url',
      [{ url: 'https://cdn.test/1.jpg', thumb: { url: 'javascript:alert(1)' } }],
      [{ url: 'https://cdn.test/1.jpg', thumb: 'https://cdn.test/1.jpg' }],
    ],
  ])('%s', (_name, images, expected) => {
    const car = carFrom({ images });
    expect(car.images).toEqual(expected);
    expect(car.photos_count).toBe(expected.length);
  });

  it('takes thumbnails from the parallel thumbnails list', () => {
    const car = carFrom({
      images: ['https://cdn.test/1.jpg', 'https://cdn.test/2.jpg'],
      thumbnails: [{ url: 'https://cdn.test/1_t.jpg' }],
    });
    expect(car.images.map((i) => i.thumb)).toEqual(['https://cdn.test/1_t.jpg', 'https://cdn.test/2.jpg']);
  });

  it('drops unsafe images with a warning and counts only the kept ones', () => {
    const images = [
      { url: 'javascript:alert(1)' },
      { url: 'https://cdn.test/2.jpg' },
      { image: { url: 'data:image/png;base64,AAA' } },
      'null',
    ];
    const car = carFrom({ images });
    expect(car.images.map((i) => i.url)).toEqual(['https://cdn.test/2.jpg']);
    expect(car.photos_count).toBe(1);
    expect(car.primary_image_url).toBe('https://cdn.test/2.jpg');
    expect(warningsFrom({ images })).toEqual([
      'images[0]: expected an http(s) or /relative image URL, found "javascript:alert(1)" (ignored)',
      'images[2]: expected an http(s) or /relative image URL, found "data:image/png;base64,AAA" (ignored)',
      'images[3]: expected an http(s) or /relative image URL, found "null" (ignored)',
    ]);
  });

  it.each([
    [{ images: ['https://cdn.test/1.jpg'] }, 'https://cdn.test/1.jpg'],
    [
      { images: ['https://cdn.test/1.jpg'], primary_image_url: 'https://cdn.test/hero.jpg' },
      'https://cdn.test/hero.jpg',
    ],
    [{ images: ['https://cdn.test/1.jpg'], primary_image_url: 'javascript:x' }, 'https://cdn.test/1.jpg'],
    [{ images: [] }, undefined],
    [{ images: 'null' }, undefined],
  ])('primary image %j → %s', (extra, primary) => {
    expect(carFrom(extra).primary_image_url).toBe(primary);
  });

  it('warns when images is not a list', () => {
    expect(warningsFrom({ images: 'https://cdn.test/1.jpg' })).toEqual([
      'images: expected a list, found "https://cdn.test/1.jpg" (ignored)',
    ]);
  });
});

describe('videos and spins', () => {
  it('takes the first walkaround video, all videos and safe URLs only', () => {
    const car = carFrom({
      video_url: 'https://cdn.test/v.mp4',
      external_video_url: 'https://www.youtube.com/watch?v=abc',
      walkaround_videos: [{ video: { url: 'https://cdn.test/w1.mp4' } }, { video: { url: 'https://cdn.test/w2.mp4' } }],
      videos: [
        { video: { url: 'https://cdn.test/a.mp4' } },
        { url: '/b.mp4' },
        { video: { url: 'javascript:alert(1)' } },
      ],
      spin_images: [
        'https://cdn.test/s1.jpg',
        { url: 'https://cdn.test/s2.jpg' },
        { image: { url: '/s3.jpg' } },
        'data:x',
      ],
      spin_interior_image: 'https://cdn.test/pano.jpg',
      spin_code: 'ABC123',
      file: 'https://reports.test/ppsr.pdf',
    });
    expect(car).toMatchObject({
      video_url: 'https://cdn.test/v.mp4',
      external_video_url: 'https://www.youtube.com/watch?v=abc',
      walkaround_video_url: 'https://cdn.test/w1.mp4',
      videos: ['https://cdn.test/a.mp4', '/b.mp4'],
      spin_images: ['https://cdn.test/s1.jpg', 'https://cdn.test/s2.jpg', '/s3.jpg'],
      spin_interior_image: 'https://cdn.test/pano.jpg',
      spin_code: 'ABC123',
      file: 'https://reports.test/ppsr.pdf',
    });
  });
});

describe('hotspots', () => {
  it('reads grouped exterior and interior hotspots with fractions, percentages and nested positions', () => {
    const car = carFrom({
      hotspots: {
        exterior: [
          { frame: 3, x: 0.25, y: '0.5', title: 'Alloy wheels', description: '<b>19"</b> alloys' },
          { position: { x: 40, y: '60%', frame: '7' }, name: 'Tow bar' },
        ],
        interior: [{ left: '10%', top: 20, label: 'Sunroof', frame: 2 }],
      },
    });
    expect(car.hotspots).toEqual([
      { kind: 'exterior', frame: 3, x: 0.25, y: 0.5, title: 'Alloy wheels', description: '19" alloys' },
      { kind: 'exterior', frame: 7, x: 0.4, y: 0.6, title: 'Tow bar' },
      { kind: 'interior', x: 0.1, y: 0.2, title: 'Sunroof' },
    ]);
  });

  it('reads one list with a type per item and drops hotspots without a position or title', () => {
    const hotspots = [
      { type: 'Interior', x: 0.5, y: 0.5, title: 'Seats' },
      { x: 0.1, y: 0.9, description: 'Scratch on bumper' },
      { x: 150, y: 0.5, title: 'Off the image' },
      { x: 0.5, title: 'No y' },
      { x: 0.5, y: 0.5 },
    ];
    expect(carFrom({ hotspots }).hotspots).toEqual([
      { kind: 'interior', x: 0.5, y: 0.5, title: 'Seats' },
      { kind: 'exterior', x: 0.1, y: 0.9, title: 'Scratch on bumper' },
    ]);
    expect(warningsFrom({ hotspots })).toHaveLength(3);
  });
});
