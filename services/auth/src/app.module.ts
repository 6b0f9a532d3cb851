import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { HealthModule, pingRedis, redisShutdown, type Logger } from '@stillframe/server-kit';
import { AUTH_CONFIG, type AuthConfig } from './config/env.js';
import { AUTH_LOGGER, AUTH_REDIS } from './redis.tokens.js';
import { PrismaService } from './database/prisma.service.js';
import { UsersRepository } from './users/users.repository.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { SessionRepository } from './sessions/session.repository.js';
import { SessionBroadcastRepository } from './sessions/session-broadcast.repository.js';
import { LoginThrottleRepository } from './login-throttle/login-throttle.repository.js';
import { LoginThrottleService } from './login-throttle/login-throttle.service.js';
import { TrustedDeviceRepository } from './login-throttle/trusted-device.repository.js';
import { AccountPurgePublisher } from './account-purge/account-purge.publisher.js';
import { AccountRemovalService } from './accounts/account-removal.service.js';
import { AccountsService } from './accounts/accounts.service.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { EncryptionService } from './encryption/encryption.service.js';
import { EncryptionController } from './encryption/encryption.controller.js';
import { AdminService } from './admin/admin.service.js';
import { AdminController } from './admin/admin.controller.js';
import { AdminBootstrapService } from './admin-bootstrap/admin-bootstrap.service.js';

@Module({})
export class AuthModule {
  static forRoot(config: AuthConfig, redis: Redis, logger: Logger): DynamicModule {
    const infrastructure = [
      { provide: AUTH_CONFIG, useValue: config },
      { provide: AUTH_REDIS, useValue: redis },
      { provide: AUTH_LOGGER, useValue: logger },
      PrismaService,
      redisShutdown(AUTH_REDIS),
    ];
    return {
      module: AuthModule,
      global: true,
      imports: [
        HealthModule.forRoot({
          inject: [PrismaService],
          useFactory: (prisma: PrismaService) => ({
            postgres: () => prisma.isUp(),
            redis: () => pingRedis(redis),
          }),
        }),
      ],
      controllers: [AccountsController, EncryptionController, AdminController],
      providers: [
        ...infrastructure,
        UsersRepository,
        PasswordHasher,
        SessionBroadcastRepository,
        SessionRepository,
        LoginThrottleRepository,
        LoginThrottleService,
        TrustedDeviceRepository,
        AccountPurgePublisher,
        AccountRemovalService,
        AccountsService,
        EncryptionService,
        AdminService,
        AdminBootstrapService,
      ],
      exports: infrastructure,
    };
  }
}
