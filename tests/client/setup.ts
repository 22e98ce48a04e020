import '../../client/styles/setup'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearNotifications } from '../../client/state/notifications'

afterEach(() => {
  cleanup()
  clearNotifications()
})
