<?php
/**
 * Plugin Name: Vitrine: breadcrumb route
 * Description: GET /wp-json/bakery/v1/breadcrumb{path}?lang=fr|en — the trail from the home page
 *              down to the page (or event, or society) at a site path: [{"title", "url"}, …].
 * Version:     1.0.0
 *
 * Install: copy this file to wp-content/mu-plugins/. Without this route the site shows no
 * breadcrumb (and logs why); nothing else changes.
 *
 * Paths: "/vivre/se-deplacer", "/en/life/getting-around" (a language prefix, else ?lang=, else
 * the default language), "/events/{slug}" or "/event-{slug}", "/societies/{slug}", "/" and "/en".
 * Events and societies hang under pages of your choice: define in wp-config.php, with the
 * French page ids (their translations are found with Polylang),
 *   define( 'VITRINE_BREADCRUMB_EVENTS_UNDER', '175' );        // the news and events page
 *   define( 'VITRINE_BREADCRUMB_SOCIETIES_UNDER', '308,316' ); // ecosystem, then members
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'bakery/v1',
			'/breadcrumb(?P<path>/.*)?',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => 'vitrine_breadcrumb',
			)
		);
	}
);

/** A post id in a language (Polylang), or the id itself. */
function vitrine_breadcrumb_translate( $id, $lang ) {
	if ( $lang && function_exists( 'pll_get_post' ) ) {
		$translated = pll_get_post( $id, $lang );
		if ( $translated ) {
			return (int) $translated;
		}
	}
	return (int) $id;
}

/** Page ids from a constant holding "175" or "308,316". */
function vitrine_breadcrumb_ids( $constant ) {
	return defined( $constant ) ? array_filter( array_map( 'intval', explode( ',', (string) constant( $constant ) ) ) ) : array();
}

function vitrine_breadcrumb( WP_REST_Request $request ) {
	$not_found = new WP_Error( 'bakery_breadcrumb_not_found', 'No page matches this path.', array( 'status' => 404 ) );
	$path      = trim( (string) $request->get_param( 'path' ), '/' );
	$segments  = '' === $path ? array() : array_map( 'sanitize_title', explode( '/', strtolower( rawurldecode( $path ) ) ) );
	$languages = function_exists( 'pll_languages_list' ) ? pll_languages_list( array( 'fields' => 'slug' ) ) : array();
	$lang      = function_exists( 'pll_default_language' ) ? pll_default_language( 'slug' ) : '';
	$asked     = (string) $request->get_param( 'lang' );
	if ( $segments && in_array( $segments[0], $languages, true ) ) {
		$lang = array_shift( $segments );
	} elseif ( in_array( $asked, $languages, true ) ) {
		$lang = $asked;
	}
	if ( 1 === count( $segments ) && 0 === strpos( $segments[0], 'event-' ) ) {
		$segments = array( 'events', substr( $segments[0], strlen( 'event-' ) ) );
	}

	$post = null;
	if ( 2 === count( $segments ) && in_array( $segments[0], array( 'events', 'societies' ), true ) ) {
		$found = get_posts(
			array(
				'post_type'      => $segments[0],
				'name'           => $segments[1],
				'posts_per_page' => 1,
				'lang'           => $lang,
			)
		);
		$post  = $found ? $found[0] : null;
	} elseif ( $segments ) {
		$post = get_page_by_path( implode( '/', $segments ), OBJECT, 'page' );
		if ( $post ) {
			$post = get_post( vitrine_breadcrumb_translate( $post->ID, $lang ) );
		}
	} else {
		$front = (int) get_option( 'page_on_front' );
		$post  = $front ? get_post( vitrine_breadcrumb_translate( $front, $lang ) ) : null;
	}
	if ( ! $post || 'publish' !== $post->post_status ) {
		return $not_found;
	}

	if ( 'page' === $post->post_type ) {
		$ids = array_reverse( array_map( 'intval', get_post_ancestors( $post ) ) );
	} else {
		$under = vitrine_breadcrumb_ids( 'events' === $post->post_type ? 'VITRINE_BREADCRUMB_EVENTS_UNDER' : 'VITRINE_BREADCRUMB_SOCIETIES_UNDER' );
		$ids   = array_map(
			static function ( $id ) use ( $lang ) {
				return vitrine_breadcrumb_translate( $id, $lang );
			},
			$under
		);
	}
	$ids[] = (int) $post->ID;
	$front = (int) get_option( 'page_on_front' );
	if ( $front ) {
		$home = vitrine_breadcrumb_translate( $front, $lang );
		if ( $ids[0] !== $home ) {
			array_unshift( $ids, $home );
		}
	}

	return rest_ensure_response(
		array_map(
			static function ( $id ) {
				return array(
					'title' => get_the_title( $id ),
					'url'   => get_permalink( $id ),
				);
			},
			$ids
		)
	);
}
