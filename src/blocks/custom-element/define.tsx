import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ElementRoot } from './element-root';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * A custom element class from a React component: attributes (kebab-case) map
 * to props (camelCase), the component renders in an open shadow root under
 * ElementRoot. Registration is separate (defineElement).
 */
export function createElementClass<Props extends object>(
  Component: ComponentType<Props>,
  attributes: Partial<Record<Extract<keyof Props, string>, AttributeType>> = {},
): CustomElementConstructor {
  function Rooted(props: Props & { container?: ShadowRoot | HTMLElement }) {
    const { container, ...rest } = props;
    if (!container) return null;
    return (
      <ElementRoot container={container}>
        <Component {...(rest as Props)} />
      </ElementRoot>
    );
  }
  return r2wc(Rooted as ComponentType<Props & { container?: HTMLElement }>, {
    shadow: 'open',
    props: attributes as never,
  });
}

/**
 * Registers an element under a tag, once. A second tag gets a subclass, since
 * a registry takes each constructor only once: an embedding page can rename.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (registry.get(tag)) return;
  const taken = registry.getName(constructor) !== null;
  registry.define(tag, taken ? class extends (constructor as typeof HTMLElement) {} : constructor);
}
