import type { ReactNode } from 'react'

interface IconProps {
  size?: number
}

/**
 * An inline icon drawn on a square `box` of user units, shown `size` px wide:
 * decorative, so hidden from assistive tech; the control carries the name.
 */
export function Icon({
  size,
  box,
  className,
  children,
}: {
  size: number
  box: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export function MenuIcon({ open, size = 28 }: IconProps & { open: boolean }) {
  return (
    <Icon size={size} box={28}>
      {open ? (
        <path d="M6 6l16 16M22 6L6 22" stroke="currentColor" strokeWidth="1.5" fill="none" />
      ) : (
        <path d="M3 9h22M3 19h22" stroke="currentColor" strokeWidth="1.5" fill="none" />
      )}
    </Icon>
  )
}

export function WhatsAppIcon({ size = 30 }: IconProps) {
  return (
    <Icon size={size} box={32}>
      <path
        fill="currentColor"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.3.6 4.5 1.8 6.5L3 29l6.9-1.8c1.9 1 4 1.6 6.1 1.6 7.2 0 13-5.7 13-12.8C29 8.7 23.2 3 16 3zm0 23.5c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.1 1.1-4-.3-.4a10.5 10.5 0 0 1-1.6-5.6C5.3 10 10.1 5.3 16 5.3S26.7 10 26.7 15.8 21.9 26.5 16 26.5zm5.9-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.8.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4s-1.2 1.1-1.2 2.7 1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.8 5 2.2.9 3 1 4.1.8.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.3.2-1.5-.1-.1-.3-.2-.6-.3z"
      />
    </Icon>
  )
}

export function InstagramIcon({ size = 22 }: IconProps) {
  return (
    <Icon size={size} box={24}>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        stroke="currentColor"
        strokeWidth="1.5"
        fill="none"
      />
      <circle cx="12" cy="12" r="4.2" stroke="currentColor" strokeWidth="1.5" fill="none" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" />
    </Icon>
  )
}

export function ChevronIcon({ size = 16 }: IconProps) {
  return (
    <Icon size={size} box={16}>
      <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </Icon>
  )
}
