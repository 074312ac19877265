export type { ContentSpace } from './content-space';
export { createContentSpace } from './content-space';
export { demoStoriesDirectory, loadContentSpace, loadSpaceEntries } from './load-space';
export type {
  ContentVersion,
  SpaceEntry,
  Story,
  StoryAlternate,
  StoryContent,
} from './story';
export { isStory } from './story';
