import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationRegion } from '../../client/components/notifications/NotificationRegion'
import { notify } from '../../client/state/notifications'
import { notifications, timings } from '../../shared/site/design'

const say = (n: number) =>
  act(() =>
    notify({
      tone: 'success',
      title: `Gracias ${n}`,
      message: 'Tu consulta fue enviada con éxito!',
    }),
  )

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('should show at most five and let the sixth wait for a free place', async () => {
    render(<NotificationRegion />)
    for (let n = 1; n <= 6; n++) say(n)
    expect(screen.getAllByRole('alertdialog')).toHaveLength(notifications.limit)
    expect(screen.queryByText('Gracias 6')).toBeNull()
    // The waiting one moves in right after a visible one closes (a microtask later).
    await act(async () => screen.getAllByRole('button', { name: 'Cerrar' })[0]!.click())
    expect(screen.getByText('Gracias 6')).toBeTruthy()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(notifications.limit)
  })

  it('should close by itself after 4 seconds', () => {
    render(<NotificationRegion />)
    say(1)
    act(() => vi.advanceTimersByTime(timings.notificationAutoCloseMs - 10))
    expect(screen.getByText('Gracias 1')).toBeTruthy()
    act(() => vi.advanceTimersByTime(20))
    expect(screen.queryByText('Gracias 1')).toBeNull()
  })
})
