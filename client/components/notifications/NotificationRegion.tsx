import { css } from 'goober'
import {
  Button,
  I18nProvider,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { siteLocale } from '../../../shared/site/locale'
import {
  breakpoints,
  easeOut,
  fonts,
  layout,
  notifications,
  palette,
  under,
  upTo,
} from '../../../shared/site/design'
import { notificationQueue, type NotificationContent } from '../../state/notifications'
import { keyframes } from '../../styles/motion'

/** Notifications stack above the floating WhatsApp button (shell/WhatsAppButton.tsx). */
const { fab } = layout
const gap = 16

const regionClass = (): string => css`
  position: fixed;
  right: ${fab.offset}px;
  bottom: ${fab.offset + fab.size + gap}px;
  z-index: 60;
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  width: ${notifications.width}px;
  max-width: calc(100vw - 32px);
  outline: none;
  ${under(notifications.width + 2 * gap)} {
    right: ${gap}px;
  }
  ${upTo(breakpoints.headerNarrow)} {
    bottom: ${fab.phone.offset + fab.phone.size + gap}px;
  }
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 4px;
  }
`

const toastClass = (tone: NotificationContent['tone']): string => css`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1rem 1rem 1rem 1.25rem;
  background: ${tone === 'success' ? palette.success : palette.danger};
  color: ${palette.white};
  font-family: ${fonts.sans};
  animation: ${keyframes.fadeIn} 250ms ${easeOut};
  &[data-focus-visible] {
    outline: 2px solid ${palette.grafito};
    outline-offset: 3px;
  }
  & [slot='title'] {
    display: block;
    font-weight: 600;
    font-size: 1.0625rem;
  }
  & [slot='description'] {
    display: block;
    font-size: 1rem;
    line-height: 1.45;
  }
`

const contentClass = (): string => css`
  flex: 1;
  min-width: 0;
  a {
    display: inline-block;
    margin-top: 6px;
    color: inherit;
    font-weight: 600;
    text-underline-offset: 0.25em;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`

/** A second line of the description: its own line, a little smaller. */
const detailClass = (): string => css`
  display: block;
  margin-top: 4px;
  font-size: 0.9375rem;
`

const closeClass = (): string => css`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${palette.white};
    outline-offset: 1px;
  }
`

/**
 * The notifications, bottom right above the chat button: react-aria's toast region
 * (a landmark whose toasts are announced as alerts), in Spanish. Mounted once in App.
 */
export function NotificationRegion() {
  return (
    <I18nProvider locale={siteLocale}>
      {/* Our own label: react-aria's counts the toasts with Intl, and the first Intl
          call of a page loads the browser's locale data (a long task on a phone). */}
      <ToastRegion queue={notificationQueue} className={regionClass()} aria-label="Notificaciones">
        {({ toast }) => (
          <Toast
            toast={toast}
            className={toastClass(toast.content.tone)}
            data-tone={toast.content.tone}
          >
            <ToastContent className={contentClass()}>
              <Text slot="title">{toast.content.title}</Text>
              <Text slot="description">
                {toast.content.message}
                {toast.content.detail && (
                  <>
                    {' '}
                    <span className={detailClass()}>{toast.content.detail}</span>
                  </>
                )}
              </Text>
              {toast.content.link && (
                <a href={toast.content.link.href} target="_blank" rel="noopener noreferrer">
                  {toast.content.link.label}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              )}
            </ToastContent>
            <Button slot="close" className={closeClass()}>
              <span aria-hidden="true">×</span>
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </I18nProvider>
  )
}
