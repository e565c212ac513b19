import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { replay, type IslandContext, type IslandHandle, type IslandModule } from '@shop-islands/loader';

/** How an island is declared: its props check and what it renders. */
export interface IslandDefinition<Props> {
  /** Checks raw JSON props; throws a `TypeError` that says what is wrong. */
  parseProps(raw: unknown): Props;
  /** Builds the island's model from the page runtime and renders its view. */
  render(props: Props, context: IslandContext): ReactNode;
}

interface BoundaryProps {
  onCrash(error: unknown): void;
  children: ReactNode;
}

/** Catches a render crash of one island so that it never takes the page or other islands down. */
class IslandBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  // Set in the constructor rather than as a class field: no class-field helper in the bundle.
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { crashed: false };
  }

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * Turns an island definition into the module the loader mounts. The server fallback is taken
 * out and the island rendered in the same task (`flushSync`), so the page never paints an
 * empty box; after a crash, or on unmount, the fallback goes back where it was.
 */
export function defineIsland<Props>(definition: IslandDefinition<Props>): IslandModule<Props> {
  return {
    parseProps: definition.parseProps,
    mount(props: Props, context: IslandContext): IslandHandle {
      const { element } = context;
      const fallback = Array.from(element.childNodes);
      element.replaceChildren(); // one mutation, not one per node
      const root = createRoot(element);
      let mounted = true;

      const restoreFallback = () => {
        if (!mounted) return;
        mounted = false;
        root.unmount();
        element.replaceChildren(...fallback);
      };

      const onCrash = (error: unknown) => {
        context.fail(error);
        // Unmounting inside React's commit phase is not allowed: leave it to the next task.
        setTimeout(restoreFallback, 0);
      };

      try {
        flushSync(() => {
          root.render(<IslandBoundary onCrash={onCrash}>{definition.render(props, context)}</IslandBoundary>);
        });
      } catch (error) {
        restoreFallback();
        throw error;
      }
      // The click or keystrokes that woke an `interaction` island go to its new elements.
      replay(element, context.events);
      return { unmount: restoreFallback };
    },
  };
}
