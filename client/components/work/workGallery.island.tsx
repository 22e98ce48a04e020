import { reactIsland } from '../../islands/react'
import { WorkGallery } from './WorkGallery'

export default reactIsland(WorkGallery)
