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
        /// When it was accepted (uptime nanoseconds).
        let opened: UInt64
        var requested = false
    }

    /// A connection is evicted only after this long without a request: one that sent its
    /// request at once may not be decoded yet on a busy machine (400 live-reload clients were
    /// closed instead of answered or refused).
    static let silentBeforeEviction: UInt64 = 1_000_000_000

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var next = 0

    func add(_ channel: any Channel) {
        lock.withLock {
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, order: next, opened: DispatchTime.now().uptimeNanoseconds)
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

    /// Closes the `count` oldest connections that have sent no request head for a second (fewer
    /// when fewer are); returns how many. A batch, so that a burst waiting in the backlog is
    /// taken in a few rounds rather than one close and one accept at a time.
    ///
    /// When none is old enough yet, the eviction runs again once the oldest silent one is: the
    /// server asks only when a connection comes or goes, and with every place held by clients
    /// that never finish a request, neither happens until the idle timeout. (That later run
    /// does not ask whether the cap is still reached: it closes only connections silent for a
    /// second, which the idle timeout would close anyway.)
    @discardableResult
    func evictOldestSilent(_ count: Int) -> Int {
        let (victims, retryAt): ([any Channel], UInt64?) = lock.withLock {
            let now = DispatchTime.now().uptimeNanoseconds
            let silent = entries.values.filter { !$0.requested }.sorted { $0.order < $1.order }
            let old = silent.prefix { now &- $0.opened >= Self.silentBeforeEviction }.prefix(count)
            for entry in old { entries.removeValue(forKey: ObjectIdentifier(entry.channel)) }
            guard old.isEmpty, let oldest = silent.first, !retryScheduled else { return (old.map(\.channel), nil) }
            retryScheduled = true
            return ([], oldest.opened &+ Self.silentBeforeEviction)
        }
        for channel in victims { channel.close(promise: nil) }
        if let retryAt {
            DispatchQueue.global().asyncAfter(deadline: DispatchTime(uptimeNanoseconds: retryAt)) { [self] in
                lock.withLock { retryScheduled = false }
                evictOldestSilent(count)
            }
        }
        return victims.count
    }

    private var retryScheduled = false

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
