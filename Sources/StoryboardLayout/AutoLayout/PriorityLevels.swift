import Foundation

/// The solver weights of the optional priorities one system uses, ranked so that each
/// priority outweighs any likely number of violations of lower ones.
///
/// UIKit satisfies "higher priority constraints before lower priority constraints"
/// (`NSLayoutConstraint.priority`): a 251 hugging holds even when that makes two 250 ones
/// give way. A weight that depends on the priority alone cannot do that for neighbours
/// such as 250 and 251 within a range the simplex solves exactly, so the weights follow the
/// rank of each priority among those the system actually uses: the lowest weighs 1, each
/// next one `factor` times more (up to 1000, and the highest at most 10^9).
package struct PriorityLevels {
    private var weights: [Double: Double] = [:]

    package init(_ priorities: some Sequence<Double>) {
        let levels = Set(priorities.filter { $0 < 1000 }).sorted()
        guard levels.count > 1 else {
            if let only = levels.first { weights[only] = 1 }
            return
        }
        let factor = Swift.min(1000, Swift.max(2, pow(10, 9 / Double(levels.count - 1))))
        var weight = 1.0
        for priority in levels {
            weights[priority] = weight
            weight *= factor
        }
    }

    /// The strength of `priority` (required at 1000 and above).
    package func strength(_ priority: Double) -> Strength {
        if priority >= 1000 { return .required }
        if let weight = weights[priority] { return Strength(weight: weight) }
        // A priority outside the ranked set keeps the plain mapping.
        return Strength(priority: priority)
    }
}
