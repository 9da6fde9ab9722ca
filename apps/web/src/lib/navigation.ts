/**
 * Lets code outside React (the HTTP client) move the router without importing it: the app registers
 * its router here at start-up.
 */
type TNavigate = (to: string) => Promise<void>;

let navigator: TNavigate = (to) => {
  window.location.assign(to);
  return Promise.resolve();
};

export function registerNavigator(navigate: TNavigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): Promise<void> {
  return navigator(to);
}
