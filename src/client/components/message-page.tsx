import type { ReactNode } from 'react';
import classes from './message-page.module.css';
import { PageTitle } from './page-title';

export interface MessagePageProps {
  title: string;
  /** For the page's meta description (search results, link previews). */
  description?: string;
  children: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offered below the message. */
  actions?: ReactNode;
}

/**
 * A centred card explaining a situation (not found, not allowed, sign-in needed, errors). Plain HTML and CSS:
 * the error pages must show even when a page's code (and Mantine with it) could not be loaded.
 */
export function MessagePage({ title, description, children, icon, actions }: MessagePageProps) {
  return (
    <div className={classes.container}>
      <PageTitle title={title} description={description} />
      <div className={classes.card}>
        {icon ? (
          <span className={classes.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.text}>{children}</p>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

/** Buttons side by side, centred, wrapping on a phone. */
export function MessageActions({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}
