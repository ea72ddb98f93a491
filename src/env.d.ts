declare namespace App {
  interface Locals {
    /** The page's largest paint is a photo: its module scripts load after it (src/layouts/after-paint-modules.ts). */
    modulesAfterPaint?: boolean;
  }
}
