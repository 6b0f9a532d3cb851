// A handler's params, query and body take their type from the route they are validated by, so a
// contract change fails typecheck wherever a handler or service disagrees.
const VALIDATED = /^Valid(Params|Query|Body)$/;
const ROUTE_TYPED = /^Handler(Params|Query|Body)$/;

/** The name of the @ValidParams/@ValidQuery/@ValidBody decorator on a parameter, if it has one. */
function validatorOf(parameter) {
  for (const decorator of parameter.decorators ?? []) {
    const { expression } = decorator;
    const callee = expression.type === 'CallExpression' ? expression.callee : null;
    if (callee?.type === 'Identifier' && VALIDATED.test(callee.name)) return callee.name;
  }
  return null;
}

export const handlerTypes = {
  meta: {
    type: 'problem',
    messages: {
      untyped: 'Type a @{{validator}} argument as HandlerParams/HandlerQuery/HandlerBody<typeof route>.',
    },
    schema: [],
  },
  create(context) {
    return {
      Identifier(node) {
        const validator = validatorOf(node);
        if (!validator) return;
        const type = node.typeAnnotation?.typeAnnotation;
        const routeTyped =
          type?.type === 'TSTypeReference' &&
          type.typeName.type === 'Identifier' &&
          ROUTE_TYPED.test(type.typeName.name);
        if (!routeTyped) context.report({ node, messageId: 'untyped', data: { validator } });
      },
    };
  },
};
