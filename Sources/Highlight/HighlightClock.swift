#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Time spent colouring, per thread, so that `--profile` can show highlighting as a phase of
/// its own although it runs inside the Markdown converter and the `highlight` tag. A
/// thread-specific counter: the threads rendering documents never share one.
enum HighlightClock {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var nanoseconds: UInt64 {
        UInt64(UInt(bitPattern: pthread_getspecific(key)))
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func add(since start: UInt64) {
        let total = nanoseconds &+ (now() &- start)
        // The counter is stored in the pointer-sized slot itself (64-bit platforms only).
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(total)))
    }
}

extension Highlighter {
    /// Nanoseconds this thread has spent colouring so far (a running total, for profiling).
    public static var nanosecondsOnThisThread: UInt64 { HighlightClock.nanoseconds }
}
