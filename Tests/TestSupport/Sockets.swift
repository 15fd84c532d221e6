#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls the test servers and clients make, the same on Linux and macOS.
public enum TestSocket {
    /// A new TCP socket (IPv4) that never raises SIGPIPE when the peer has gone; -1 on failure.
    public static func stream() -> Int32 {
        #if canImport(Glibc)
        return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        // Darwin has no MSG_NOSIGNAL; the socket itself is told instead.
        var on: Int32 = 1
        if fd >= 0 { setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)) }
        return fd
        #endif
    }

    /// `send` without SIGPIPE: the count sent, or -1.
    public static func send(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        return Darwin.send(fd, bytes, count, 0)
        #endif
    }

    /// `connect`, named through its module so that callers with a `connect` of their own reach it.
    public static func connect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        return Glibc.connect(fd, address, length)
        #else
        return Darwin.connect(fd, address, length)
        #endif
    }
}
