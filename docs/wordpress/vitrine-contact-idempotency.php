<?php
/**
 * Plugin Name: Vitrine contact idempotency
 * Description: Sends a Vitrine contact message once, however many times the site delivers it:
 *              a message posted again with the same key is answered "sent" without a new mail.
 * Version:     1.0.0
 *
 * Why: when WordPress or Contact Form 7 cannot take a message (down, slow, an error), the site
 * keeps it and delivers it later (the site's docs/operations/contact-outbox.md). If WordPress took a message but
 * its answer was lost on the way back, the site cannot know and delivers it again: each delivery
 * carries the same `_idempotency_key` field, and this plugin makes the second one a no-op.
 *
 * Install: copy this file to wp-content/mu-plugins/ (must-use plugins load without activation).
 * Keys are kept 30 days (transients: the options table, or the object cache when there is one).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The posted key, or '' (letters, digits and dashes, at most 100 characters: the site sends a UUID). */
function vitrine_contact_idempotency_key() {
	$key = isset( $_POST['_idempotency_key'] ) ? (string) wp_unslash( $_POST['_idempotency_key'] ) : '';
	return preg_match( '/^[A-Za-z0-9-]{1,100}$/', $key ) ? $key : '';
}

function vitrine_contact_idempotency_transient( $key ) {
	return 'vitrine_cf7_' . md5( $key );
}

/** A key seen before: Contact Form 7 skips the mail and answers mail_sent. */
add_filter(
	'wpcf7_skip_mail',
	function ( $skip ) {
		$key = vitrine_contact_idempotency_key();
		if ( '' !== $key && false !== get_transient( vitrine_contact_idempotency_transient( $key ) ) ) {
			return true;
		}
		return $skip;
	}
);

/** Once the mail is sent, the key is remembered. */
add_action(
	'wpcf7_mail_sent',
	function () {
		$key = vitrine_contact_idempotency_key();
		if ( '' !== $key ) {
			set_transient( vitrine_contact_idempotency_transient( $key ), time(), 30 * DAY_IN_SECONDS );
		}
	}
);
