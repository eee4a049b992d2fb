export { default } from '../../news/(list)/loading'
