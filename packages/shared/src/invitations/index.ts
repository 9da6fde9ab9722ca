export * from './content';
export * from './time';
export * from './public-forms';
export * from './schemas';
export * from './rsvp-questions';
