export const pages = {
  guests: () => import('./pages/guests-page'),
  checkIn: () => import('./pages/check-in-page'),
  usherCheckIn: () => import('./pages/usher-check-in-page'),
  giftBook: () => import('./pages/gift-book-page'),
};
