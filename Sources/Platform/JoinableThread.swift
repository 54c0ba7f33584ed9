#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Starts a thread running a closure, to be joined (a C thread entry cannot capture a generic context:
/// `BatchPipe` and `WorkFeed` are generic).
final class JoinableThread {
    let body: () -> Void

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    static func start(_ body: @escaping () -> Void) -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(JoinableThread(body)).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<JoinableThread>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<JoinableThread>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
