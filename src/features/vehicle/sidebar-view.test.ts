import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { depositFor, reserveOnlineText, sidebarView } from './sidebar-view';
import { optionsWith, t } from './testing';

const opts = optionsWith({ features: { reserve: true }, phones: { default: '+61731234567' } });

describe('sidebar price (spec 01 §5.3)', () => {
  it.each([
    [45990, false, '$45,990', 'price'],
    [11, false, '$11', 'price'],
    [10, false, 'Enquire for Price', 'no-price'],
    [0, true, 'PREORDER', 'preorder'],
    [undefined, false, 'Enquire for Price', 'no-price'],
  ])('price %s preorder %s shows %s', (price, preorder, text, kind) => {
    const view = sidebarView(makeCar({ price, preorder }), opts, t);
    expect(view.price).toEqual(expect.objectContaining({ kind, text }));
  });

  it('shows the was-price only when it is above the price', () => {
    expect(sidebarView(makeCar({ price: 45990, before_price: 48990 }), opts, t).was).toBe('Was $48,990');
    expect(sidebarView(makeCar({ price: 45990, before_price: 45990 }), opts, t).was).toBeUndefined();
    expect(sidebarView(makeCar({ price: 45990, before_price: 40000 }), opts, t).was).toBeUndefined();
  });

  it('hides the price type at price 0 only where configured', () => {
    const car = makeCar({ price: 0, price_type: 'Drive Away' });
    expect(sidebarView(car, opts, t).priceType).toBe('Drive Away');
    expect(sidebarView(car, optionsWith({ pricing: { hidePriceTypeWhenZero: true } }), t).priceType).toBeUndefined();
  });

  it('shows the market badge only when on and more than 499 below average and below the state average', () => {
    const on = optionsWith({ features: { marketPriceBadge: true } });
    const car = (price: number) =>
      makeCar({ price, autograb_data: { average_market_price: 30000, state_average_market_price: 29600 } });
    expect(sidebarView(car(29500), on, t).marketBadge).toBe(true);
    expect(sidebarView(car(29501), on, t).marketBadge).toBe(false);
    expect(sidebarView(car(29500), opts, t).marketBadge).toBe(false);
  });

  it("uses the site's features.marketPriceBadge.minBelowAverage instead of 499 when set", () => {
    const wide = optionsWith({ features: { marketPriceBadge: { minBelowAverage: 1000 } } });
    const car = (price: number) =>
      makeCar({ price, autograb_data: { average_market_price: 30000, state_average_market_price: 29600 } });
    expect(sidebarView(car(29500), wide, t).marketBadge).toBe(false);
    expect(sidebarView(car(29000), wide, t).marketBadge).toBe(false);
    expect(sidebarView(car(28999), wide, t).marketBadge).toBe(true);
  });
});

describe('sidebar states (spec 01 §4.3)', () => {
  it('a sold car shows the sold tag, the exact message and Find Me Something Similar, with no price or actions', () => {
    const view = sidebarView(makeCar({ status: 'sold' }), opts, t);
    expect(view.state).toBe('sold');
    expect(view.soldTag).toBe('JUST SOLD');
    expect(view.similarPrompt).toBe('Like this and want something similar?');
    expect(view.soldMessage).toBe(
      "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
    );
    expect(view.price).toBeUndefined();
    expect(view.actions).toEqual(expect.objectContaining({ reserve: false, enquire: false, findSimilar: true }));
  });

  it('a sold caravan is called a caravan in the sold message (issue 21 point 10)', () => {
    expect(sidebarView(makeCar({ status: 'sold', item_type: 'caravan' }), opts, t).soldMessage).toBe(
      "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!",
    );
  });

  it('a car without a usable status is treated as sold', () => {
    expect(sidebarView(makeCar({ status: 'unavailable' }), opts, t).state).toBe('sold');
  });

  it('a test-drive-only car shows Find Me Something Similar instead of actions', () => {
    const view = sidebarView(makeCar({ tag: 'Test Drive Only' }), opts, t);
    expect(view.state).toBe('find-similar');
    expect(view.soldMessage).toBeUndefined();
    expect(view.actions.enquire).toBe(false);
  });

  it('a site without enquiries shows Find Me Something Similar', () => {
    expect(sidebarView(makeCar(), optionsWith({ features: { enquiry: false } }), t).state).toBe('find-similar');
  });

  it('a reserved car keeps its price but cannot be reserved again', () => {
    const view = sidebarView(makeCar({ reserved: true }), opts, t);
    expect(view.state).toBe('reserved');
    expect(view.price?.text).toBe('$45,990');
    expect(view.actions.reserve).toBe(false);
  });

  it('an available car can be reserved on a reserve site, with the default deposit text', () => {
    const view = sidebarView(makeCar(), opts, t);
    expect(view.state).toBe('available');
    expect(view.actions.reserve).toBe(true);
    expect(view.deposit).toEqual({
      label: '$200 to reserve',
      amount: '$200',
      terms: 'Held for 48 hours, 100% refundable',
    });
    expect(sidebarView(makeCar(), optionsWith(), t).actions.reserve).toBe(false);
  });

  it('shows the chat button only when a chat token is set', () => {
    expect(sidebarView(makeCar(), opts, t).chat).toBe(false);
    const chat = optionsWith({ features: { chat: { provider: 'livechat', token: 'abc' } } });
    expect(sidebarView(makeCar(), chat, t).chat).toEqual({ provider: 'livechat', token: 'abc' });
  });

  it('shows the finance calculator anchor only with a provider and a car suitable for finance', () => {
    expect(sidebarView(makeCar(), opts, t).financeCalculator).toBe(false);
    const finance = optionsWith({ finance: { provider: 'provider-b' } });
    expect(sidebarView(makeCar(), finance, t).financeCalculator).toBe(true);
    expect(sidebarView(makeCar({ price: 0 }), finance, t).financeCalculator).toBe(false);
    expect(sidebarView(makeCar({ status: 'sold' }), finance, t).financeCalculator).toBe(false);
  });

  it("hides the finance calculator for the site's own test-drive-only tags", () => {
    const base = optionsWith({ finance: { provider: 'provider-b' } });
    const demoOnly = { ...base, actions: { ...base.actions, testDriveOnlyTags: ['Demonstrator Only'] } };
    expect(sidebarView(makeCar({ tag: 'Demonstrator Only' }), demoOnly, t).financeCalculator).toBe(false);
    expect(sidebarView(makeCar({ tag: 'Demonstrator Only' }), base, t).financeCalculator).toBe(true);
    expect(sidebarView(makeCar({ tag: 'Test Drive Only' }), base, t).financeCalculator).toBe(false);
  });

  it('shows the finance summary only with features.finance on and a price shown', () => {
    const finance = optionsWith({ finance: { provider: 'provider-b' } });
    expect(sidebarView(makeCar(), finance, t).financeSummary).toBe(true);
    expect(sidebarView(makeCar({ status: 'sold' }), finance, t).financeSummary).toBe(false);
    expect(
      sidebarView(makeCar(), optionsWith({ finance: { provider: 'provider-b' }, features: { finance: false } }), t)
        .financeSummary,
    ).toBe(false);
  });

  it("offers one finance disclaimer link: the estimate box's own where the box shows, else the sidebar's (issue 21)", () => {
    const finance = optionsWith({ finance: { provider: 'provider-b' } });
    expect(sidebarView(makeCar(), finance, t).financeDisclaimerLink).toBe(true);
    expect(sidebarView(makeCar(), finance, t, { estimateBox: false }).financeDisclaimerLink).toBe(true);
    expect(sidebarView(makeCar(), finance, t, { estimateBox: true }).financeDisclaimerLink).toBe(false);
    expect(sidebarView(makeCar(), opts, t, { estimateBox: false }).financeDisclaimerLink).toBe(
      sidebarView(makeCar(), opts, t).financeCalculator,
    );
  });

  it('shows Share only where features.share is on (the default)', () => {
    expect(sidebarView(makeCar(), opts, t).share).toBe(true);
    expect(sidebarView(makeCar(), optionsWith({ features: { share: false } }), t).share).toBe(false);
  });

  it.each([
    [undefined, 'Reserve Car Now'],
    ['caravan', 'Reserve Caravan Now'],
    ['motorcycle', 'Reserve Motorcycle Now'],
    ['boat', 'Reserve Vehicle Now'],
  ])('names the reserve button for what the item is (item %s: %s)', (itemType, label) => {
    expect(sidebarView(makeCar({ item_type: itemType }), opts, t).reserveLabel).toBe(label);
  });

  it('links the history report of any car with a file, new or used, sold or not', () => {
    expect(sidebarView(makeCar({ car_type: 'new', file: '/reports/1.pdf' }), opts, t).historyReport).toBe(
      '/reports/1.pdf',
    );
    expect(
      sidebarView(makeCar({ car_type: 'used', status: 'sold', file: ' /reports/2.pdf ' }), opts, t).historyReport,
    ).toBe('/reports/2.pdf');
    expect(sidebarView(makeCar({ file: '  ' }), opts, t).historyReport).toBeUndefined();
    expect(sidebarView(makeCar(), opts, t).historyReport).toBeUndefined();
  });
});

describe('reserve deposit text (spec 02 §5)', () => {
  const reserve = { depositText: '$200 to reserve', holdHours: 48 };
  it('takes the payment processor deposit over the site text, hiding $0', () => {
    expect(depositFor(makeCar({ payment_processors: [{ deposit: 500 }] }), reserve, t)?.label).toBe('$500 to reserve');
    expect(depositFor(makeCar({ payment_processors: [{ deposit: 0 }] }), reserve, t)).toBeUndefined();
    expect(depositFor(makeCar(), { ...reserve, depositText: '$0' }, t)).toBeUndefined();
    expect(depositFor(makeCar(), reserve, t)).toEqual({
      label: '$200 to reserve',
      amount: '$200',
      terms: 'Held for 48 hours, 100% refundable',
    });
  });
  it.each([
    ['$500 to reserve', undefined, 'Reserve this car online for $500. We hold it for 48 hours'],
    ['Only $1,000 holds it for you', 'caravan', 'Reserve this caravan online for $1,000. We hold it for 48 hours'],
    ['$249.50', 'motorcycle', 'Reserve this motorcycle online for $249.50. We hold it for 48 hours'],
    ['$0', 'caravan', 'Reserve this caravan online. We hold it for 48 hours'],
  ])('the Reserve Online sentence reads right with the deposit text %j (item %s)', (depositText, itemType, start) => {
    const car = makeCar({ item_type: itemType });
    const deposit = depositFor(car, { depositText, holdHours: 48 }, t);
    expect(reserveOnlineText(car, deposit?.amount, 48, t).startsWith(start)).toBe(true);
  });
});

describe('phone reveal (spec 01 §4.5)', () => {
  it('shows the national number masked, or unmasked where the site says so', () => {
    expect(sidebarView(makeCar(), opts, t).call).toEqual({
      display: '07 3123 4567',
      masked: '07 31*******',
      href: 'tel:0731234567',
    });
    const open = optionsWith({ phones: { default: '+61731234567' }, features: { phoneReveal: false } });
    expect(sidebarView(makeCar(), open, t).call?.masked).toBeUndefined();
  });
  it('chooses the number by car type where configured', () => {
    const byType = optionsWith({ phones: { default: '0731234567', used: '0299998888', byCarType: true } });
    expect(sidebarView(makeCar({ car_type: 'used' }), byType, t).call?.display).toBe('02 9999 8888');
    expect(sidebarView(makeCar({ car_type: 'new' }), byType, t).call?.display).toBe('07 3123 4567');
  });
});
