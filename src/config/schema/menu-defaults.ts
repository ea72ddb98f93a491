/** The standard menus of spec 02 §2, used when a site does not set its own. */
import type * as v from 'valibot';
import type { footerColumnSchema, menuItemSchema } from './menu-items';

type MenuItemInput = v.InferInput<typeof menuItemSchema>;
type FooterColumnInput = v.InferInput<typeof footerColumnSchema>;

/** Home, Vehicles, Offers, Our Stock, Trade In, Service, About Us. */
export const DEFAULT_HEADER: MenuItemInput[] = [
  { label: 'Home', href: '/' },
  { label: 'Vehicles', source: 'models' },
  { label: 'Offers', href: '/special-offers' },
  { label: 'Our Stock', href: '/cars/', source: 'stock' },
  { label: 'Trade In', href: '/trade-in', requires: 'tradeIn' },
  {
    label: 'Service',
    href: '/service',
    children: [
      { label: 'Vehicle Service', href: '/service' },
      { label: 'Genuine Parts and Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Prepaid Maintenance Plan', href: '/prepaid-maintenance-plan' },
      { label: 'Roadside Assistance', href: '/roadside-assistance' },
    ],
  },
  {
    label: 'About Us',
    href: '/about-us',
    children: [
      { label: 'Fleet', href: '/fleet' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Blog', href: '/blog', requires: 'blog' },
    ],
  },
];

/** Vehicles; Buyer Tools; Servicing and Parts; the dealer's own column (titled with the site name). */
export const DEFAULT_FOOTER: FooterColumnInput[] = [
  { title: 'Vehicles', source: 'models' },
  {
    title: 'Buyer Tools',
    // New, Demo and Used links for the car types in stock, worded with the site's labels.
    source: 'carTypes',
    links: [
      { label: 'Current Offers', href: '/special-offers' },
      { label: 'Finance Enquiry', href: '/finance-enquiry', requires: 'finance' },
      { label: 'Trade-In', href: '/trade-in', requires: 'tradeIn' },
    ],
  },
  {
    title: 'Servicing and Parts',
    links: [
      { label: 'Book a Service', href: '/service' },
      { label: 'Genuine Parts and Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Roadside Assistance', href: '/roadside-assistance' },
    ],
  },
  {
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms And Conditions', href: '/terms-and-conditions/' },
    ],
  },
];

/** Latest offers, book your service online, sell your car (wording in the shell messages). */
export const DEFAULT_FEATURE_BANNER: { preset: 'offers' | 'service' | 'sell' }[] = [
  { preset: 'offers' },
  { preset: 'service' },
  { preset: 'sell' },
];
