<?php
/**
 * Plugin Name: Vitrine: Polylang fields in the REST API
 * Description: Adds Polylang's `lang` and `translations` fields to pages, events and societies in
 *              the REST API, and the `lang` filter to their collections, for Polylang (free),
 *              which adds neither. Polylang Pro does this itself: this plugin then does nothing.
 * Version:     1.0.0
 *
 * Install: copy this file to wp-content/mu-plugins/ (must-use plugins load without activation).
 * Check:   npm run wordpress:check no longer reports "pages have no `translations` field".
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Post types the site shows. */
const VITRINE_POLYLANG_POST_TYPES = array( 'page', 'events', 'societies' );

add_action(
	'rest_api_init',
	static function () {
		global $wp_rest_additional_fields;
		if ( ! function_exists( 'pll_get_post_translations' ) || ! function_exists( 'pll_get_post_language' ) ) {
			return; // Polylang is not active.
		}
		foreach ( VITRINE_POLYLANG_POST_TYPES as $post_type ) {
			if ( isset( $wp_rest_additional_fields[ $post_type ]['translations'] ) ) {
				continue; // Polylang Pro's REST API already sends them.
			}
			register_rest_field(
				$post_type,
				'lang',
				array(
					'get_callback' => static function ( $post ) {
						return pll_get_post_language( $post['id'], 'slug' );
					},
					'schema'       => array( 'type' => 'string', 'context' => array( 'view', 'embed' ) ),
				)
			);
			register_rest_field(
				$post_type,
				'translations',
				array(
					'get_callback' => static function ( $post ) {
						// {"fr": 109, "en": 412}: the post's translations, itself included, by language slug.
						return (object) pll_get_post_translations( $post['id'] );
					},
					'schema'       => array( 'type' => 'object', 'context' => array( 'view', 'embed' ) ),
				)
			);
			// ?lang=fr|en on collections: Polylang's `lang` query variable.
			add_filter(
				"rest_{$post_type}_query",
				static function ( $args, $request ) {
					$lang = $request->get_param( 'lang' );
					if ( is_string( $lang ) && '' !== $lang ) {
						$args['lang'] = sanitize_key( $lang );
					}
					return $args;
				},
				10,
				2
			);
		}
	},
	100
);
