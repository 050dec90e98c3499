import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignInService } from '@covers/services/access';
import {
  doLoginSchema,
  getCodeSchema,
  logoutSchema,
  refreshTokenSchema,
  resetLinkCheckSchema,
  resetLinkGenerateSchema,
  resetLinkResetSchema,
  verifyCodeSchema,
  type RefreshResult,
  type SessionResult,
} from '@covers/shared';
import type { Response } from 'express';
import { ACCESS_CLAIMS_KEY, type GuardedRequest } from './access.guard';
import { Public, SignedIn } from './route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { toSessionResult } from './session-result';

/** Spec §7's login group: sign-in, token refresh, logout, the super-admin code step, reset-password links. */
@ApiTags('login')
@Controller('login')
export class LoginController {
  constructor(
    private readonly signIn: SignInService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('do_login', Public())
  async doLogin(@Input(doLoginSchema) input: In<typeof doLoginSchema>, @Res({ passthrough: true }) res: Response): Promise<SessionResult> {
    const session = await this.signIn.signIn({
      companyId: input.company_id,
      username: input.user_id,
      password: input.password,
      rid: input.rid,
    });
    return this.started(toSessionResult(session), res);
  }

  @Get('refresh_token', Public())
  async refreshToken(@Input(refreshTokenSchema) input: In<typeof refreshTokenSchema>): Promise<RefreshResult> {
    const tokens = await this.signIn.refresh(input.refresh_token);
    return { access_token: tokens.accessToken, access_token_expire_time: tokens.expiresAt, refresh_token: tokens.refreshToken };
  }

  @Post('logout', SignedIn())
  async logout(@Input(logoutSchema) input: In<typeof logoutSchema>, @Req() req: GuardedRequest, @Res({ passthrough: true }) res: Response) {
    await this.signIn.logout(req[ACCESS_CLAIMS_KEY]!, input.refresh_token);
    clearSessionCookies(res, this.config);
    return {};
  }

  @Post('get_code', Public())
  async getCode(@Input(getCodeSchema) input: In<typeof getCodeSchema>) {
    const { verifyToken } = await this.signIn.requestSuperAdminCode({ username: input.user_id, password: input.password });
    return { verify_token: verifyToken };
  }

  @Post('verify_code', Public())
  async verifyCode(
    @Input(verifyCodeSchema) input: In<typeof verifyCodeSchema>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionResult> {
    const session = await this.signIn.verifySuperAdminCode({ verifyToken: input.verify_token, code: input.code });
    return this.started(toSessionResult(session), res);
  }

  @Post('reset_password_link_generate', Public())
  async resetLinkGenerate(@Input(resetLinkGenerateSchema) input: In<typeof resetLinkGenerateSchema>) {
    await this.signIn.requestPasswordReset({ companyId: input.company_id, username: input.user_id, email: input.email });
    return {};
  }

  @Get('reset_password_link_check', Public())
  async resetLinkCheck(@Input(resetLinkCheckSchema) input: In<typeof resetLinkCheckSchema>) {
    return { valid: await this.signIn.checkResetLink(input.token) };
  }

  @Post('reset_password_link_reset', Public())
  async resetLinkReset(@Input(resetLinkResetSchema) input: In<typeof resetLinkResetSchema>) {
    await this.signIn.resetPassword(input.token, input.password);
    return {};
  }

  private started(result: SessionResult, res: Response): SessionResult {
    setSessionCookies(res, result, this.config);
    return result;
  }
}
