/**
 * The demo sites' vehicle videos (issue 21 point 20): between them the demo sites show a walkaround,
 * a stock video (both drawn by make-videos.ts and committed) and an external (YouTube) video.
 */
import type { SceneKind } from '../render/scenes';
import type { ShapeKey } from '../render/vehicles';

/** One drawn video: which site serves it, at which path, and what it shows. */
export interface DemoVideo {
  site: string;
  /** Site path of the file (under public/). */
  path: string;
  kind: 'walkaround' | 'stock';
  /** The model of the car that carries it (the first available one of the site's feed). */
  model: string;
  seconds: number;
  shape: ShapeKey;
  paint: string;
  scene: SceneKind;
  accent: string;
}

/** The drawn videos. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    site: 'harbour-toyota',
    path: '/videos/walkaround-landcruiser.webm',
    kind: 'walkaround',
    model: 'LandCruiser 300',
    seconds: 4,
    shape: 'suv-large',
    paint: '#eef0f1',
    scene: 'showroom',
    accent: '#d62828',
  },
  {
    site: 'harbour-toyota',
    path: '/videos/stock-hilux.webm',
    kind: 'stock',
    model: 'HiLux',
    seconds: 4,
    shape: 'ute',
    paint: '#a3161d',
    scene: 'outdoor',
    accent: '#d62828',
  },
];

/** A stand-in external video: the Blender Foundation's openly licensed Big Buck Bunny on YouTube (a dealer's own link goes in the feed the same way), played in YouTube's privacy-enhanced player only when the shopper opens it. */
export const EXTERNAL_VIDEO = {
  site: 'harbour-toyota',
  model: 'RAV4',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
} as const;

type VideoCar = {
  model?: unknown;
  status?: unknown;
  show_on_dealer_website?: unknown;
  reserved?: unknown;
  walkaround_videos?: unknown;
  videos?: unknown;
};

/** Gives the first available car of each video's model on `site` its video (walkaround_videos or videos, as a feed does). */
export function attachDemoVideos(site: string, cars: VideoCar[]): void {
  const taken = new Set<VideoCar>();
  const carOf = (model: string) => {
    const car = cars.find(
      (c) =>
        !taken.has(c) &&
        c.model === model &&
        c.status === 'in_stock' &&
        c.show_on_dealer_website !== false &&
        c.reserved !== true,
    );
    if (car) taken.add(car);
    return car;
  };
  for (const video of DEMO_VIDEOS.filter((v) => v.site === site)) {
    const car = carOf(video.model);
    if (!car) throw new Error(`demo video ${video.path}: no available ${video.model} in the ${site} feed`);
    const entry = [{ video: { url: video.path } }];
    if (video.kind === 'walkaround') car.walkaround_videos = entry;
    else car.videos = entry;
  }
  if (EXTERNAL_VIDEO.site === site) {
    const car = carOf(EXTERNAL_VIDEO.model);
    if (!car)
      throw new Error(`demo video ${EXTERNAL_VIDEO.url}: no available ${EXTERNAL_VIDEO.model} in the ${site} feed`);
    car.videos = [{ video: { url: EXTERNAL_VIDEO.url } }];
  }
}
