import { TITLE_MAX_CHARS } from '../../core/constants';

/** Titles longer than 80 characters are cut, with an ellipsis. */
export function cutTitle(title: string, max: number = TITLE_MAX_CHARS): string {
  const characters = [...title];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : title;
}
