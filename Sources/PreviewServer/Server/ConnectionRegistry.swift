import Foundation
import HummingbirdCore
import NIOCore

/// The server's open connections, in the order they came, and whether each has sent a whole
/// request head yet. Two uses (issue 31):
///
/// - At the connection cap, the oldest connection still without a request is closed to make
///   room: 800 clients dribbling their headers (or saying nothing) held every place until the
///   idle timeout, and a new visitor waited 6–8 s; now it is answered at once.
/// - ``PreviewServer/stop()`` closes what is still open after its grace period instead of
///   cancelling the server's task: cancelling dropped connections NIO had accepted but not yet
///   handed over, and NIO traps on each ("Deinited NIOAsyncWriter without calling finish()").
final class ConnectionRegistry: @unchecked Sendable {
    private struct Entry {
        let channel: any Channel
        let order: Int
        var requested = false
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var next = 0

    func add(_ channel: any Channel) {
        lock.withLock {
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, order: next)
            next += 1
        }
    }

    func remove(_ channel: any Channel) {
        _ = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    func markRequested(_ channel: any Channel) {
        lock.withLock { entries[ObjectIdentifier(channel)]?.requested = true }
    }

    var count: Int { lock.withLock { entries.count } }

    /// Closes the `count` oldest connections that have not sent a request head (fewer when
    /// fewer are silent); returns how many. A batch, so that a burst waiting in the backlog is
    /// taken in a few rounds rather than one close and one accept at a time.
    @discardableResult
    func evictOldestSilent(_ count: Int) -> Int {
        let victims: [any Channel] = lock.withLock {
            let silent = entries.values.filter { !$0.requested }.sorted { $0.order < $1.order }.prefix(count)
            for entry in silent { entries.removeValue(forKey: ObjectIdentifier(entry.channel)) }
            return silent.map(\.channel)
        }
        for channel in victims { channel.close(promise: nil) }
        return victims.count
    }

    /// Closes every connection still open: their handlers end as a closed peer ends them.
    func closeAll() {
        let channels = lock.withLock { entries.values.map(\.channel) }
        for channel in channels { channel.close(promise: nil) }
    }

    /// Keeps this registry current for one connection (a handler after HTTP decoding).
    func tracker() -> ConnectionTracker { ConnectionTracker(registry: self) }
}

/// Registers its connection and notes its first decoded request part (the head).
final class ConnectionTracker: ChannelInboundHandler, RemovableChannelHandler {
    // Parts are passed on untouched, never unwrapped: the type only names what arrives.
    typealias InboundIn = NIOAny
    private let registry: ConnectionRegistry
    private var requested = false

    init(registry: ConnectionRegistry) { self.registry = registry }

    func handlerAdded(context: ChannelHandlerContext) {
        registry.add(context.channel)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        registry.remove(context.channel)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !requested {
            requested = true
            registry.markRequested(context.channel)
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        registry.remove(context.channel)
        context.fireChannelInactive()
    }
}

/// Hummingbird's `MaximumAvailableConnections`, except that at the cap it makes room by closing
/// the oldest connection that has not sent a request (accepting resumes as it closes).
struct EvictingConnectionLimit: AvailableConnectionsDelegate {
    let maximum: Int
    let registry: ConnectionRegistry
    private var open = 0

    init(_ maximum: Int, registry: ConnectionRegistry) {
        self.maximum = maximum
        self.registry = registry
    }

    mutating func connectionOpened() { open += 1 }
    mutating func connectionClosed() { open -= 1 }

    func isAcceptingNewConnections() -> Bool {
        if open < maximum { return true }
        registry.evictOldestSilent(max(1, maximum / 16))
        return false
    }
}
