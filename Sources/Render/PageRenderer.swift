import CairoKit
import Geometry
import Scene

/// Draws scene items on a cairo context: one switch over the item kinds.
struct PageRenderer {
    let context: Context
    let fonts: FontCache

    /// Draws the page's background and items; the context's user space is in page points.
    func draw(_ page: Page) throws {
        if let background = page.background {
            context.rectangle(Rect(origin: .zero, size: page.size))
            try setSource(.solid(background))
            context.fill()
        }
        for item in page.items { try draw(item) }
        try context.checkStatus()
    }

    private func draw(_ item: Item) throws {
        switch item {
        case .shape(let shape): try draw(shape)
        case .text(let text): try draw(text)
        case .group(let group): try draw(group)
        }
    }

    private func draw(_ shape: Shape) throws {
        context.newPath()
        context.append(shape.path)
        if let fill = shape.fill {
            context.setFillRule(shape.fillRule == .evenOdd ? .evenOdd : .winding)
            try setSource(fill)
            context.fill(preserve: shape.stroke != nil)
        }
        if let stroke = shape.stroke {
            context.setLineWidth(stroke.width)
            context.setLineCap(stroke.cap.cairo)
            context.setLineJoin(stroke.join.cairo)
            try setSource(stroke.paint)
            context.stroke()
        }
    }

    private func draw(_ group: Group) throws {
        try context.withSavedState {
            context.concatenate(group.transform)
            if let clip = group.clip {
                context.newPath()
                context.append(clip)
                context.clip()
            }
            let isolated = group.opacity < 1
            if isolated { context.pushGroup() }
            for item in group.items { try draw(item) }
            if isolated {
                context.popGroupToSource()
                context.paint(alpha: group.opacity)
            }
        }
    }

    /// Sets the text in its box: centred vertically, aligned horizontally, scaled down to fit the width.
    private func draw(_ text: Text) throws {
        let face = try fonts.face(for: text.font)
        context.setFont(face, size: text.font.size)
        let width = context.textExtents(text.string).xAdvance
        if width > text.box.width, width > 0 {
            context.setFont(face, size: text.font.size * text.box.width / width)
        }
        let fitted = min(width, text.box.width)
        let metrics = context.fontExtents()
        let x: Double =
            switch text.alignment {
            case .leading: text.box.minX
            case .center: text.box.center.x - fitted / 2
            case .trailing: text.box.maxX - fitted
            }
        let baseline = text.box.center.y + (metrics.ascent - metrics.descent) / 2
        try setSource(.solid(text.color))
        context.showText(text.string, at: Point(x, baseline))
    }

    private func setSource(_ paint: Paint) throws {
        switch paint {
        case .solid(let c):
            context.setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case let .linear(from, to, stops):
            setGradient(try Pattern.linear(from: from, to: to), stops)
        case let .radial(center, radius, focus, stops):
            setGradient(try Pattern.radial(focus, 0, center, radius), stops)
        }
    }

    private func setGradient(_ pattern: Pattern, _ stops: [GradientStop]) {
        for stop in stops {
            let c = stop.color
            pattern.addColorStop(offset: stop.offset, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        context.setSource(pattern)
    }
}

extension Stroke.Cap {
    var cairo: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension Stroke.Join {
    var cairo: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
