import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` over every core: each element is transformed on whichever core is free, results
    /// come back in order. Files differ a lot in size, so work is handed out one item at a time.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        let items = self
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.set(index, transform(items[index]))
        }
        return slots.values
    }
}

/// Result slots written by concurrent workers, each slot exactly once.
private final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [T] { storage.map { $0! } }
}
