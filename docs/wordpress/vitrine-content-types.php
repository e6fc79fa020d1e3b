<?php
/**
 * Plugin Name: Vitrine: content types
 * Description: What the Vitrine site reads that WordPress does not have by itself: the post types
 *              `events` (events and news) and `societies` (member organisations) in the REST API,
 *              translatable with Polylang, and the ACF options page of the site options.
 * Version:     1.0.0
 *
 * Install: copy this file to wp-content/mu-plugins/, then import the field groups
 * (docs/wordpress/acf-field-groups.json, ACF → Tools → Import). A theme or plugin that already
 * registers these post types (same names) makes this file unnecessary.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'init',
	static function () {
		$common = array(
			'public'       => true,
			'show_in_rest' => true, // /wp-json/wp/v2/events and /wp-json/wp/v2/societies
			'has_archive'  => false,
			'supports'     => array( 'title', 'editor', 'excerpt', 'revisions' ),
		);
		register_post_type(
			'events',
			$common + array(
				'label'     => 'Events and news',
				'rest_base' => 'events',
				'rewrite'   => array( 'slug' => 'events' ), // links /events/{slug}/: the site shows them at /event-{slug}
				'menu_icon' => 'dashicons-calendar-alt',
			)
		);
		register_post_type(
			'societies',
			$common + array(
				'label'     => 'Societies',
				'rest_base' => 'societies',
				'rewrite'   => array( 'slug' => 'societies' ),
				'menu_icon' => 'dashicons-building',
			)
		);

		// ACF PRO's options page: the field group "Vitrine: site options" is shown there, and
		// ACF to REST API serves it at /wp-json/acf/v3/options/options.
		if ( function_exists( 'acf_add_options_page' ) ) {
			acf_add_options_page(
				array(
					'page_title' => 'Site options',
					'menu_slug'  => 'acf-options',
					'post_id'    => 'options',
					'capability' => 'edit_theme_options',
				)
			);
		}
	}
);

// Polylang: both post types are translatable (as if ticked in Languages → Settings → Custom post types).
add_filter(
	'pll_get_post_types',
	static function ( $post_types, $is_settings ) {
		if ( ! $is_settings ) {
			$post_types['events']    = 'events';
			$post_types['societies'] = 'societies';
		}
		return $post_types;
	},
	10,
	2
);
