import { Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { InternalHeader, routes, type HandlerBody } from '@stillframe/contracts';
import { CallerIdentity, UserId, ValidBody, type Caller, type HttpReply } from '@stillframe/server-kit';
import { AccountsService, type SignedIn } from './accounts.service.js';
import { signedInCaller } from './signed-in-caller.js';

const r = routes.auth;

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post(r.register.path)
  @HttpCode(201)
  async register(
    @ValidBody(r.register) body: HandlerBody<typeof r.register>,
    @CallerIdentity() caller: Caller,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return withSession(res, await this.accounts.register(body, caller));
  }

  @Post(r.login.path)
  @HttpCode(200)
  async login(
    @ValidBody(r.login) body: HandlerBody<typeof r.login>,
    @CallerIdentity() caller: Caller,
    @Headers(InternalHeader.device) deviceToken: string | undefined,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return withSession(res, await this.accounts.login(body, caller, deviceToken));
  }

  @Post(r.logout.path)
  @HttpCode(200)
  async logout(@CallerIdentity() caller: Caller, @Res({ passthrough: true }) res: HttpReply) {
    await this.accounts.logout(caller);
    res.header(InternalHeader.clearSession, '1');
    return { success: true as const };
  }

  @Get(r.currentUser.path)
  async currentUser(@UserId() userId: string) {
    return { user: await this.accounts.currentUser(userId) };
  }

  @Post(r.changePassword.path)
  @HttpCode(200)
  async changePassword(
    @ValidBody(r.changePassword) body: HandlerBody<typeof r.changePassword>,
    @CallerIdentity() caller: Caller,
  ) {
    await this.accounts.changePassword(signedInCaller(caller), body);
    return { success: true as const };
  }

  @Delete(r.deleteAccount.path)
  async deleteAccount(
    @ValidBody(r.deleteAccount) body: HandlerBody<typeof r.deleteAccount>,
    @UserId() userId: string,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    await this.accounts.deleteAccount(userId, body.password);
    res.header(InternalHeader.clearSession, '1');
    return { success: true as const };
  }

  @Post(r.preferences.path)
  @HttpCode(200)
  async preferences(
    @ValidBody(r.preferences) body: HandlerBody<typeof r.preferences>,
    @UserId() userId: string,
  ) {
    return { user: await this.accounts.updatePreferences(userId, body) };
  }
}

function withSession(res: HttpReply, signedIn: SignedIn) {
  res.header(InternalHeader.setSession, signedIn.sessionId);
  res.header(InternalHeader.setDevice, signedIn.deviceToken);
  return { user: signedIn.user };
}
