<?php
/**
 * Plugin Name: Vitrine revalidation
 * Description: Tells the Vitrine site what changed in WordPress, so visitors see new content on
 *              their next request instead of after the site's revalidation period.
 * Version:     1.0.0
 *
 * Install (the site's docs/wordpress/webhook.md):
 * 1. Copy this file to wp-content/mu-plugins/ (must-use plugins load without activation).
 * 2. In wp-config.php, above "That's all, stop editing!":
 *      define( 'VITRINE_REVALIDATE_URL', 'https://www.example.org/api/revalidate' );
 *      define( 'VITRINE_REVALIDATE_SECRET', 'the same long random string as REVALIDATE_SECRET' );
 *    Several site instances, each with its own cache: separate their URLs with commas.
 *
 * Sends POST {"post_type": "page", "id": 123} (or {"post_type": "options"} for the ACF options
 * page) with "Authorization: Bearer <secret>", without making the editor wait for the answer.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Post types the site shows; other changes (posts, media, menus) are not sent. */
const VITRINE_POST_TYPES = array( 'page', 'events', 'societies' );

/**
 * Sends one change to every configured site instance, at most once per WordPress request.
 *
 * @param array $change {"post_type": string, "id"?: int}.
 */
function vitrine_revalidate( array $change ) {
	static $sent = array();
	if ( ! defined( 'VITRINE_REVALIDATE_URL' ) || ! defined( 'VITRINE_REVALIDATE_SECRET' ) ) {
		return;
	}
	$key = $change['post_type'] . ':' . ( isset( $change['id'] ) ? $change['id'] : '' );
	if ( isset( $sent[ $key ] ) ) {
		return;
	}
	$sent[ $key ] = true;
	foreach ( array_filter( array_map( 'trim', explode( ',', VITRINE_REVALIDATE_URL ) ) ) as $url ) {
		wp_remote_post(
			$url,
			array(
				'headers'  => array(
					'Authorization' => 'Bearer ' . VITRINE_REVALIDATE_SECRET,
					'Content-Type'  => 'application/json',
				),
				'body'     => wp_json_encode( $change ),
				'timeout'  => 3,
				'blocking' => false,
			)
		);
	}
}

/** A post of a shown type changed: saved, published, unpublished, trashed, restored or deleted. */
function vitrine_post_changed( $post_id ) {
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
		return;
	}
	$type = get_post_type( $post_id );
	if ( ! in_array( $type, VITRINE_POST_TYPES, true ) ) {
		return;
	}
	// A draft saved again changes nothing the site shows.
	if ( 'publish' !== get_post_status( $post_id ) && ! doing_action( 'transition_post_status' ) && ! doing_action( 'trashed_post' ) && ! doing_action( 'before_delete_post' ) ) {
		return;
	}
	vitrine_revalidate( array( 'post_type' => $type, 'id' => (int) $post_id ) );
}

add_action( 'save_post', 'vitrine_post_changed', 20 );
add_action( 'trashed_post', 'vitrine_post_changed' );
add_action( 'untrashed_post', 'vitrine_post_changed' );
add_action( 'before_delete_post', 'vitrine_post_changed' );
// Status changes save_post does not tell apart: scheduled posts going live, unpublishing.
add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( $new_status !== $old_status && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
			vitrine_post_changed( $post->ID );
		}
	},
	10,
	3
);
// The ACF options page (menu, footer, social links, contact form ids).
add_action(
	'acf/save_post',
	function ( $post_id ) {
		if ( 'options' === $post_id ) {
			vitrine_revalidate( array( 'post_type' => 'options' ) );
		}
	},
	20
);
