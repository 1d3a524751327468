#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's library entry point. SwiftPM gives an executable its own `main`, so libFuzzer's
/// `main` never runs; the harness hands control over through this instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments, calling `callback` with each input, and exits
/// with libFuzzer's status.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}

/// The symbol libFuzzer's own `main` calls. That `main` is in the fuzzer runtime a debug build
/// links whole, though the harness's entry point is the one that runs (through `runFuzzer`),
/// so the symbol must exist but is never called.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fatalError("libFuzzer's own main ran instead of the harness's entry point")
}

/// The input libFuzzer passes, as the byte array the library reads.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A broken invariant: a crash libFuzzer records with the input that caused it.
public func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        // Standard error is unbuffered: printed to standard output, the message was lost in
        // the abort.
        let line = Array("invariant broken: \(message())\n".utf8)
        _ = write(2, line, line.count)
        abort()
    }
}
