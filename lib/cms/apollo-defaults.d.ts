// Apollo 4 asks that non-default policies be declared, so every query's types know
// that data may be partial (errorPolicy 'all').
import '@apollo/client';

declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery { errorPolicy: 'all' }
      interface Query { errorPolicy: 'all' }
    }
  }
}
