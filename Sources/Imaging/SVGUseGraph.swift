/// An SVG's elements in document order as far as `<use>` is concerned: where each one's descendants
/// end, its id, and the elements each `<use>` shows. It counts what librsvg draws once every `<use>`
/// is drawn as a copy of its target (copies of copies multiply: ten `<use>`s of a group of ten, and so
/// on, draw exponentially many elements from a few lines).
struct SVGUseGraph {
    private struct Use {
        let element: Int
        let target: String
        let line: Int
    }

    /// One past the last descendant of each element (a subtree is a range of document order).
    private var ends: [Int] = []
    private var depths: [Int] = []
    private var ids: [String: Int] = [:]
    private var uses: [Use] = []
    /// The elements whose descendants may still come, the innermost last.
    private var open: [Int] = []

    /// Adds the next element in document order, `depth` elements deep, a `<use>` of the elements
    /// `targets` name (a `<use>` with two references counts both).
    mutating func add(depth: Int, id: String?, uses targets: [String], line: Int) {
        while let last = open.last, depths[last] >= depth { ends[open.removeLast()] = ends.count }
        let element = ends.count
        ends.append(element + 1)
        depths.append(depth)
        open.append(element)
        if let id, ids[id] == nil { ids[id] = element }
        uses += targets.map { Use(element: element, target: $0, line: line) }
    }

    /// The elements drawn, every `<use>` counting the elements it shows, up to `limit` (a larger count
    /// reads as `limit + 1`). Throws when a `<use>` shows an element containing it, which would never end.
    mutating func drawnElements(limit: Int, name: String) throws(ImageError) -> Int {
        while let last = open.popLast() { ends[last] = ends.count }
        guard !ends.isEmpty else { return 0 }
        var counted: [Int: Int] = [:]
        var drawing: Set<Int> = [0]
        var stack = [frame(of: 0)]
        while var top = stack.popLast() {
            if top.next == top.end {
                drawing.remove(top.element)
                counted[top.element] = top.total
                guard var parent = stack.popLast() else { return top.total }
                parent.total = min(limit + 1, parent.total + top.total)
                parent.next += 1
                stack.append(parent)
                continue
            }
            let use = uses[top.next]
            guard let target = ids[use.target] else {
                top.next += 1
                stack.append(top)
                continue
            }
            if let known = counted[target] {
                top.total = min(limit + 1, top.total + known)
                top.next += 1
                stack.append(top)
                continue
            }
            guard !drawing.contains(target) else {
                throw ImageError("\"\(name)\" line \(use.line): a <use> shows \"#\(use.target)\", which contains it: it would be drawn inside itself forever")
            }
            stack.append(top)
            drawing.insert(target)
            stack.append(frame(of: target))
        }
        return 0
    }

    /// The uses in `element`'s subtree still to count (`next..<end` of `uses`) and its own elements.
    private struct Frame {
        let element: Int
        var next: Int
        let end: Int
        var total: Int
    }

    private func frame(of element: Int) -> Frame {
        Frame(element: element, next: firstUse(from: element), end: firstUse(from: ends[element]), total: ends[element] - element)
    }

    /// The index in `uses` of the first use at or after `element` in document order.
    private func firstUse(from element: Int) -> Int {
        var low = 0, high = uses.count
        while low < high {
            let middle = (low + high) / 2
            if uses[middle].element < element { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
