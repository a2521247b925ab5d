/// The shapes waiting to be expanded, largest area first, kept as a binary heap with the same sift
/// steps as the C++ standard library's `push_heap` and `pop_heap` (GNU libstdc++): shapes of equal area
/// then come out in the order Context Free takes them, which decides where the minimum size and the
/// shape limit cut.
struct ShapeHeap {
    private(set) var items: [PendingShape] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ shape: PendingShape) {
        items.append(shape)
        rise(shape, from: items.count - 1)
    }

    /// Puts `shape` at `hole` or above it, moving smaller parents down (__push_heap).
    private mutating func rise(_ shape: PendingShape, from start: Int) {
        var hole = start
        var parent = (hole - 1) / 2
        while hole > 0, items[parent].area < shape.area {
            items[hole] = items[parent]
            hole = parent
            parent = (hole - 1) / 2
        }
        items[hole] = shape
    }

    mutating func pop() -> PendingShape {
        let top = items[0]
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        // __adjust_heap: the hole left at the top sinks to a leaf along the larger children...
        let length = items.count
        var hole = 0
        var child = hole
        while child < (length - 1) / 2 {
            child = 2 * (child + 1)
            if items[child].area < items[child - 1].area { child -= 1 }
            items[hole] = items[child]
            hole = child
        }
        if length & 1 == 0, child == (length - 2) / 2 {
            child = 2 * (child + 1)
            items[hole] = items[child - 1]
            hole = child - 1
        }
        // ...and the last shape rises from there.
        rise(last, from: hole)
        return top
    }
}
