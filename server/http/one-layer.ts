import type { NextFunction, Request, Response } from 'express';

type Step = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Steps that every request of a kind passes, run in order as one Express layer: the router matches
 * and unwinds a layer per request at a cost comparable to a step's own, so the pipeline's steps are
 * one layer, not one each. A step's error goes on to the error handlers after the layer, as it would
 * from a layer of its own.
 */
export function oneLayer(...steps: Step[]) {
  function pipelineSteps(req: Request, res: Response, next: NextFunction) {
    let index = 0;
    const nextStep: NextFunction = (error?: unknown) => {
      if (error) return next(error);
      const step = steps[index++];
      if (!step) return next();
      try {
        step(req, res, nextStep);
      } catch (thrown) {
        next(thrown);
      }
    };
    nextStep();
  }
  // What the layer runs, by name, for those that read Express's stack (tests/architecture/one-way-in.test.ts).
  return Object.assign(pipelineSteps, { steps: steps.map((step) => step.name) });
}
