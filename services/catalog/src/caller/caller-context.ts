import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { Caller, HttpRequest } from '@stillframe/server-kit';

/**
 * Who a request is for, reachable from the one place that calls YouTube without handing the caller down
 * every service method: anonymous calls that reach upstream draw on budgets of their own.
 */
@Injectable()
export class CallerContext {
  private readonly storage = new AsyncLocalStorage<Caller>();

  /** The caller of the request being served; null outside a request (the work is then nobody's). */
  current(): Caller | null {
    return this.storage.getStore() ?? null;
  }

  run<T>(caller: Caller, work: () => T): T {
    return this.storage.run(caller, work);
  }
}

/** Runs each handler inside its verified caller's context (the identity guard has set it by then). */
@Injectable()
export class CallerContextInterceptor implements NestInterceptor {
  constructor(private readonly context: CallerContext) {}

  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = execution.switchToHttp().getRequest<HttpRequest & { caller?: Caller }>().caller;
    if (!caller) return next.handle();
    // Subscribing inside the context starts the handler inside it.
    return new Observable((subscriber) =>
      this.context.run(caller, () => next.handle().subscribe(subscriber)),
    );
  }
}
