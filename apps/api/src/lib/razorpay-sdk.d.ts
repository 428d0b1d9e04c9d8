// The official SDK's own transport and resources, imported one by one so that its host can be set
// (`new Razorpay()` always talks to api.razorpay.com): the real payouts adapter's tests point it at
// a local fake server. The SDK ships typings for these files under dist/types; this binds them.
// The `.js` is needed: the start bundle leaves packages to plain Node, whose ESM resolver adds no
// extension to a package's deep path.
declare module 'razorpay/dist/api.js' {
  import API from 'razorpay/dist/types/api';
  export default API;
}

declare module 'razorpay/dist/resources/payments.js' {
  import payments from 'razorpay/dist/types/payments';
  export default payments;
}

declare module 'razorpay/dist/resources/refunds.js' {
  import refunds from 'razorpay/dist/types/refunds';
  export default refunds;
}
