#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Starts a POSIX thread running a closure, which the caller joins (`System.concurrently`, `BatchPipe`,
/// `WorkFeed`) or detaches (`System.startDetachedThread`). A C thread entry cannot capture a context, generic or not: the closure
/// goes to it in this object.
final class PosixThread {
    let body: () -> Void

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    static func start(_ body: @escaping () -> Void) -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(PosixThread(body)).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<PosixThread>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<PosixThread>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
