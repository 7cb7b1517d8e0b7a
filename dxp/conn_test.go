package dxp_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/dxp"
)

func TestConnRoundTrip(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	w, r := dxp.NewConn(client), dxp.NewConn(server)
	for _, c := range wireCases {
		require.NoError(t, w.WriteMessage(ctx, c.msg))
	}
	for _, c := range wireCases {
		m, err := r.ReadMessage(ctx)
		require.NoError(t, err)
		assert.Equal(t, c.msg, m, c.name)
	}
}

// TestConnFraming reads messages that arrive several in one write, and
// one split over many writes.
func TestConnFraming(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	r.ReadTimeout = hang
	done := make(chan error, 1)
	go func() {
		if _, err := client.Write([]byte("E00\x00K1\x00M00")); err != nil {
			done <- err
			return
		}
		for _, c := range []byte("00322800\x00") {
			time.Sleep(time.Millisecond)
			if _, err := client.Write([]byte{c}); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for _, want := range []dxp.Message{dxp.GameEnd{}, dxp.BackupAccept{Code: 1}, dxp.Move{From: 32, To: 28}} {
		m, err := r.ReadMessage(ctx)
		require.NoError(t, err)
		assert.Equal(t, want, m)
	}
	require.NoError(t, wait(t, done))
}

func TestConnRefusesLongMessage(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	r.ReadTimeout = hang
	go func() {
		_, _ = client.Write([]byte("C" + strings.Repeat("x", 3*dxp.MaxMessageLen) + "\x00E31\x00"))
	}()
	_, err := r.ReadMessage(ctx)
	assert.ErrorIs(t, err, dxp.ErrTooLong)
	m, err := r.ReadMessage(ctx)
	require.NoError(t, err)
	assert.Equal(t, dxp.GameEnd{Reason: dxp.ReasonWin, Stop: true}, m)
}

func TestConnLongestMessage(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	text := strings.Repeat("y", dxp.MaxMessageLen-1)
	go func() { _, _ = client.Write([]byte("C" + text + "\x00")) }()
	m, err := r.ReadMessage(ctx)
	require.NoError(t, err)
	assert.Equal(t, dxp.Chat{Text: text}, m)
}

func TestConnMalformedThenGood(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	_, err := client.Write([]byte("M12\x00E00\x00"))
	require.NoError(t, err)
	_, err = r.ReadMessage(ctx)
	assert.ErrorIs(t, err, dxp.ErrMalformed)
	m, err := r.ReadMessage(ctx)
	require.NoError(t, err)
	assert.Equal(t, dxp.GameEnd{}, m)
}

func TestConnTimeout(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	r.ReadTimeout = 100 * time.Millisecond
	start := time.Now()
	_, err := r.ReadMessage(ctx)
	assert.ErrorIs(t, err, dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)

	// Half a message, then silence: the half is kept for the next read.
	_, err = client.Write([]byte("E3"))
	require.NoError(t, err)
	_, err = r.ReadMessage(ctx)
	assert.ErrorIs(t, err, dxp.ErrTimeout)
	_, err = client.Write([]byte("1\x00"))
	require.NoError(t, err)
	m, err := r.ReadMessage(ctx)
	require.NoError(t, err)
	assert.Equal(t, dxp.GameEnd{Reason: dxp.ReasonWin, Stop: true}, m)
}

func TestConnContextDeadline(t *testing.T) {
	_, server := pair(t)
	r := dxp.NewConn(server)
	ctx, cancel := context.WithTimeout(testContext(t), 100*time.Millisecond)
	defer cancel()
	_, err := r.ReadMessage(ctx)
	assert.ErrorIs(t, err, dxp.ErrTimeout)
}

func TestConnCancel(t *testing.T) {
	client, server := pair(t)
	r := dxp.NewConn(server)
	ctx, cancel := context.WithCancel(testContext(t))
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	_, err := r.ReadMessage(ctx)
	assert.ErrorIs(t, err, context.Canceled)
	assert.NotErrorIs(t, err, dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)

	// The cancellation leaves the connection usable.
	_, err = client.Write([]byte("K0\x00"))
	require.NoError(t, err)
	m, err := r.ReadMessage(testContext(t))
	require.NoError(t, err)
	assert.Equal(t, dxp.BackupAccept{}, m)

	// A context cancelled before the call reads nothing.
	_, err = r.ReadMessage(ctx)
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, r.WriteMessage(ctx, dxp.GameEnd{}), context.Canceled)
}

func TestConnPeerCloses(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	r := dxp.NewConn(server)
	_, err := client.Write([]byte("E00\x00E0"))
	require.NoError(t, err)
	require.NoError(t, client.Close())
	m, err := r.ReadMessage(ctx)
	require.NoError(t, err)
	assert.Equal(t, dxp.GameEnd{}, m)
	_, err = r.ReadMessage(ctx)
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF)

	client, server = pair(t)
	r = dxp.NewConn(server)
	require.NoError(t, client.Close())
	_, err = r.ReadMessage(ctx)
	assert.ErrorIs(t, err, io.EOF)
}

func TestConnWriteInvalid(t *testing.T) {
	client, _ := pair(t)
	w := dxp.NewConn(client)
	err := w.WriteMessage(testContext(t), dxp.Move{From: 99, To: 1})
	assert.ErrorIs(t, err, dxp.ErrInvalid)
}
