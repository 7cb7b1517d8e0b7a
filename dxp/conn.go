package dxp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"time"
)

// MaxMessageLen is the longest message a Conn reads, NUL excluded. The
// protocol's messages hold at most 127 characters; the bound leaves room
// for programs that send longer chat, and keeps a peer that never sends a
// NUL from filling memory.
const MaxMessageLen = 4096

// Conn reads and writes whole DXP messages on a network connection: each
// message on the wire is its text and a NUL byte.
//
// Every read and write is bounded by its context (its deadline, and its
// cancellation, which interrupts the call at once) and by the Conn's
// ReadTimeout or WriteTimeout, so that a dead peer never hangs the caller.
// A Conn may be used by one reader and one writer at a time.
type Conn struct {
	// ReadTimeout bounds each ReadMessage, WriteTimeout each WriteMessage;
	// zero sets no bound beyond the context's.
	ReadTimeout, WriteTimeout time.Duration

	nc net.Conn
	// buf[lo:hi] holds the bytes read and not yet returned: the start of
	// the next message. buf never grows: a message that does not fit is
	// refused.
	buf    []byte
	lo, hi int
	// skip is set after a message was refused as too long: the bytes up
	// to its NUL are dropped.
	skip bool
}

// NewConn returns a Conn on nc, with no timeouts set.
func NewConn(nc net.Conn) *Conn {
	return &Conn{nc: nc, buf: make([]byte, MaxMessageLen+1)}
}

// NetConn returns the connection c reads and writes.
func (c *Conn) NetConn() net.Conn { return c.nc }

// Close closes the connection.
func (c *Conn) Close() error { return c.nc.Close() }

// WriteMessage writes m and its NUL. A message that cannot be encoded
// gives an error wrapping ErrInvalid, and nothing is written; a write
// that runs out of time, one wrapping ErrTimeout.
func (c *Conn) WriteMessage(ctx context.Context, m Message) error {
	b, err := m.Marshal()
	if err != nil {
		return err
	}
	release, err := arm(ctx, c.WriteTimeout, c.nc.SetWriteDeadline)
	if err != nil {
		return c.failure(ctx, "write", err)
	}
	_, err = c.nc.Write(append(b, 0))
	release()
	if err != nil {
		return c.failure(ctx, "write", err)
	}
	return nil
}

// ReadMessage reads the next message. Its errors wrap ErrMalformed for a
// message that does not parse, ErrTooLong for one of more than
// MaxMessageLen bytes (the rest of which the next read skips), ErrTimeout
// when the time runs out, the context's error when it is cancelled, and
// io.EOF when the peer closed the connection between messages
// (io.ErrUnexpectedEOF in the middle of one). After a malformed or too
// long message, or a timeout, the next message can still be read.
func (c *Conn) ReadMessage(ctx context.Context) (Message, error) {
	frame, err := c.ReadFrame(ctx)
	if err != nil {
		return nil, err
	}
	return Parse(frame)
}

// ReadFrame reads the bytes of the next message, without its NUL, as
// ReadMessage does, but does not parse them. The slice is valid until the
// next read.
func (c *Conn) ReadFrame(ctx context.Context) ([]byte, error) {
	release, err := arm(ctx, c.ReadTimeout, c.nc.SetReadDeadline)
	if err != nil {
		return nil, c.failure(ctx, "read", err)
	}
	defer release()
	for {
		if i := bytes.IndexByte(c.buf[c.lo:c.hi], 0); i >= 0 {
			frame := c.buf[c.lo : c.lo+i]
			c.lo += i + 1
			if c.skip {
				c.skip = false
				continue
			}
			return frame, nil
		}
		switch {
		case c.skip:
			c.lo, c.hi = 0, 0
		case c.hi-c.lo > MaxMessageLen:
			c.lo, c.hi, c.skip = 0, 0, true
			return nil, fmt.Errorf("%w: more than %d bytes without a NUL", ErrTooLong, MaxMessageLen)
		case c.lo > 0:
			c.hi = copy(c.buf, c.buf[c.lo:c.hi])
			c.lo = 0
		}
		n, err := c.nc.Read(c.buf[c.hi:])
		c.hi += n
		if n > 0 {
			// A net.Conn reports an error again on the next call: look
			// for a whole message first.
			continue
		}
		if err == nil {
			continue
		}
		if errors.Is(err, io.EOF) && (c.hi > c.lo || c.skip) {
			err = io.ErrUnexpectedEOF
		}
		return nil, c.failure(ctx, "read", err)
	}
}

// failure words an error of the connection: a timeout (the Conn's own or
// the context's deadline) wraps ErrTimeout, a cancelled context its error,
// anything else is wrapped as it is.
func (c *Conn) failure(ctx context.Context, op string, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(ctxErr, context.DeadlineExceeded) {
			return fmt.Errorf("%w: %s: %w", ErrTimeout, op, ctxErr)
		}
		return fmt.Errorf("dxp: %s: %w", op, ctxErr)
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return fmt.Errorf("%w: %s: %w", ErrTimeout, op, err)
	}
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("dxp: %s: the peer closed the connection: %w", op, err)
	}
	return fmt.Errorf("dxp: %s: %w", op, err)
}

// longAgo is a deadline already past, which makes a blocked read or write
// return at once.
var longAgo = time.Unix(1, 0)

// arm sets the deadline of one read or write (set is SetReadDeadline or
// SetWriteDeadline): the earlier of ctx's deadline and timeout from now,
// and a deadline in the past as soon as ctx is cancelled. The caller must
// call release when the read or write returns; after it, the cancellation
// no longer touches the connection.
func arm(ctx context.Context, timeout time.Duration, set func(time.Time) error) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
	}
	if err := set(deadline); err != nil {
		return nil, err
	}
	done := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		defer close(done)
		_ = set(longAgo)
	})
	return func() {
		if !stop() {
			// The cancellation is setting the deadline: wait, so that it
			// cannot undo the deadline of the next call.
			<-done
		}
	}, nil
}
