export * from './requestMachine';
export * from './requestSteps';
export * from './selectors';
export * from './rewardsMachine';
export * from './rewardsTypes';
export * from './rewardsSources';
export * from './rewardsWrites';
export * from './drafts';
