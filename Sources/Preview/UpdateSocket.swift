import FlyingFox
import Foundation

/// The page's update socket: sends the number of every finished render, as text, until the page goes.
struct UpdateSocket: WSMessageHandler {
    let session: PreviewSession

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let updates = session.updates()
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        let forward = Task {
            continuation.yield(.text(String(session.state.version)))
            for await version in updates { continuation.yield(.text(String(version))) }
        }
        // The page's messages are not read; when it closes, updates stop.
        Task {
            for await _ in client {}
            forward.cancel()
            continuation.finish()
        }
        return messages
    }
}
