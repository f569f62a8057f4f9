export {
  type StepItem,
  StepStatus,
  Steps,
  type StepsProps,
  stepStatuses,
  stepsDirections,
} from './Steps';
