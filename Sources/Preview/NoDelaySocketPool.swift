import FlyingFox
import FlyingSocks
import Glibc

/// The server's socket pool, turning Nagle's algorithm off on every socket it waits on, the listening
/// one first (accepted connections inherit it). A response is written as its header, then its body:
/// with Nagle on, the body waited for the client's delayed acknowledgement of the header, 40 ms.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
