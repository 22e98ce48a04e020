/**
 * The editor page's own script, run after Sveltia CMS loads and before it reads its
 * configuration: registers the story's "Foto" (story-photo.ts) with the settings the
 * build generated from the schema (`STORY_PHOTO`, defined when scripts/build/build.ts bundles it).
 */
import { storyPhotoComponent, type StoryPhotoSettings } from './story-photo'

declare const CMS: { registerEditorComponent(definition: object): void }
declare const STORY_PHOTO: StoryPhotoSettings

CMS.registerEditorComponent(storyPhotoComponent(STORY_PHOTO))
