import { reactIsland } from '../../islands/react'
import { SubscribeForm } from './SubscribeForm'

export default reactIsland(SubscribeForm)
