// The server part of robot scheduling: wms.Robot, the queue's hooks (an audited put-on or delivery
// queues its moves on automatic positions), the robot demo seeded after the warehouse's, and the
// simulated fleet started with the server.
import { defineServerModule } from '../../../../server/modules/types';
import { seedRobotDemo } from './demo';
import { robotQueueHooks } from './queue';
import { robotService } from './service';
import { startRobotSimulator } from './simulator';

export default defineServerModule({ services: [robotService], hooks: robotQueueHooks, seed: seedRobotDemo, start: startRobotSimulator });
